// A self-signed certificate for the two tracker names the tracking fixture answers for
// (www.googletagmanager.com, www.google-analytics.com), valid for a century. Test only: the
// browser stage trusts it by its public key (trustCertificates), nothing else does. Made with
//   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500 \
//     -subj "/CN=Fjellvik test trackers" \
//     -addext "subjectAltName=DNS:www.googletagmanager.com,DNS:www.google-analytics.com"
// and its SPKI hash with
//   openssl x509 -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64

export const TRACKER_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgkrhnpJu78sLrnw58
VGzGM+i2hUUZWDTsAIcFWUCavp2hRANCAAT3Sv/rknGGx3Chs0eXEZrQM/VnnpJh
A5apeChzG4sQhol7Gk0tXvpiEuOfG9Yamb1I4GuYdaqClvC7b1PqCxr2
-----END PRIVATE KEY-----`;

export const TRACKER_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIB2jCCAYCgAwIBAgIUNB25pXEUFwzhlxCGa17gh7lXrhIwCgYIKoZIzj0EAwIw
ITEfMB0GA1UEAwwWRmplbGx2aWsgdGVzdCB0cmFja2VyczAgFw0yNjExMjUyMzE0
MTBaGA8yMTI2MTEwMTIzMTQxMFowITEfMB0GA1UEAwwWRmplbGx2aWsgdGVzdCB0
cmFja2VyczBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABPdK/+uScYbHcKGzR5cR
mtAz9WeekmEDlql4KHMbixCGiXsaTS1e+mIS458b1hqZvUjga5h1qoKW8LtvU+oL
GvajgZMwgZAwHQYDVR0OBBYEFKYg6+d4utfPhpspRPPTmlxWqMr9MB8GA1UdIwQY
MBaAFKYg6+d4utfPhpspRPPTmlxWqMr9MA8GA1UdEwEB/wQFMAMBAf8wPQYDVR0R
BDYwNIIYd3d3Lmdvb2dsZXRhZ21hbmFnZXIuY29tghh3d3cuZ29vZ2xlLWFuYWx5
dGljcy5jb20wCgYIKoZIzj0EAwIDSAAwRQIhAMrcen3yT1FLYHa5MLUHC7tRa7dg
RQHiXJ1sVWynnUZEAiBOX2XGmbxOE8izDqdTJXNuFWxJ5cLfiZKVrcTjz8RmPQ==
-----END CERTIFICATE-----`;

/** SHA-256 of the certificate's public key (SubjectPublicKeyInfo), base64: what Chromium's SPKI list takes. */
export const TRACKER_TLS_SPKI = "Uz/F4Ud3ogWMr0ZsD5e4DxtP16erTfwjZ+rTNxKqJRs=";
