// Common trackers a Norwegian small-business site loads, recognised by host and by the names of the
// cookies and storage keys they write. Sources: each vendor's own cookie documentation and the
// third-party-web entity list (github.com/patrickhulce/third-party-web). Hosts match themselves and
// every subdomain; a cookie on a vendor's own domain is known by its host, so `cookies` lists only
// the names vendors write on the audited site's domain, distinct enough not to be the site's own
// (a name ending in "*" is a prefix).

export interface Tracker {
  name: string;
  category: "analytics" | "advertising" | "session-recording" | "marketing-automation";
  hosts: string[];
  cookies: string[];
}

export const TRACKERS: Tracker[] = [
  {
    name: "Google Analytics",
    category: "analytics",
    hosts: ["google-analytics.com", "analytics.google.com"],
    cookies: ["_ga", "_ga_*", "_gid", "_gat*", "__utm*"],
  },
  { name: "Google Tag Manager", category: "analytics", hosts: ["googletagmanager.com"], cookies: [] },
  {
    name: "Google Ads",
    category: "advertising",
    hosts: ["doubleclick.net", "googleadservices.com", "googlesyndication.com"],
    cookies: ["_gcl_*", "__gads", "__gpi"],
  },
  {
    name: "Meta Pixel",
    category: "advertising",
    hosts: ["facebook.net", "facebook.com"],
    cookies: ["_fbp", "_fbc"],
  },
  { name: "Hotjar", category: "session-recording", hosts: ["hotjar.com", "hotjar.io"], cookies: ["_hj*"] },
  {
    name: "Microsoft Clarity",
    category: "session-recording",
    hosts: ["clarity.ms"],
    cookies: ["_clck", "_clsk"],
  },
  {
    name: "Microsoft Advertising",
    category: "advertising",
    hosts: ["bat.bing.com", "bat.bing.net"],
    cookies: ["_uetsid", "_uetvid"],
  },
  {
    name: "LinkedIn Insight",
    category: "advertising",
    hosts: ["licdn.com", "linkedin.com"],
    cookies: ["li_fat_id", "_gcl_li"],
  },
  {
    name: "TikTok Pixel",
    category: "advertising",
    hosts: ["analytics.tiktok.com", "tiktok.com", "tiktokw.us"],
    cookies: ["_ttp", "_tt_enable_cookie", "ttcsid*"],
  },
  {
    name: "Snap Pixel",
    category: "advertising",
    hosts: ["sc-static.net", "snapchat.com"],
    cookies: ["_scid*", "_sctr"],
  },
  {
    name: "Pinterest Tag",
    category: "advertising",
    hosts: ["ct.pinterest.com", "pinimg.com", "pinterest.com"],
    cookies: ["_pin_unauth", "_pinterest_ct*", "_epik"],
  },
  {
    name: "X (Twitter) Pixel",
    category: "advertising",
    hosts: ["ads-twitter.com", "analytics.twitter.com", "t.co"],
    cookies: ["_twclid"],
  },
  {
    name: "HubSpot",
    category: "marketing-automation",
    hosts: ["hs-scripts.com", "hs-analytics.net", "hubspot.com", "hs-banner.com"],
    cookies: ["__hstc", "__hssc", "__hssrc", "hubspotutk"],
  },
  {
    name: "Matomo",
    category: "analytics",
    hosts: ["matomo.cloud"],
    cookies: ["_pk_id*", "_pk_ses*", "_pk_ref*"],
  },
  {
    name: "Adobe Analytics",
    category: "analytics",
    hosts: ["omtrdc.net", "demdex.net", "2o7.net"],
    cookies: ["s_cc", "s_sq", "AMCV_*"],
  },
  {
    name: "Yandex Metrica",
    category: "analytics",
    hosts: ["mc.yandex.ru", "mc.yandex.com"],
    cookies: ["_ym_*"],
  },
  { name: "YouTube", category: "advertising", hosts: ["youtube.com", "ytimg.com"], cookies: [] },
];

const nameMatches = (pattern: string, name: string) =>
  pattern.endsWith("*") ? name.startsWith(pattern.slice(0, -1)) : name === pattern;

/** The tracker a host belongs to ("www.googletagmanager.com" → Google Tag Manager), or null. */
export function trackerForHost(host: string): string | null {
  const hostname = host.toLowerCase().replace(/\.$/, "");
  const found = TRACKERS.find(({ hosts }) =>
    hosts.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`)),
  );
  return found?.name ?? null;
}

/** The tracker a cookie or storage key is named after ("_ga_ABC123" → Google Analytics), or null. */
export function trackerForName(name: string): string | null {
  return TRACKERS.find(({ cookies }) => cookies.some((pattern) => nameMatches(pattern, name)))?.name ?? null;
}
