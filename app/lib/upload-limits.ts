// The upload limit, shared by the server that enforces it (server/uploads/errors.ts) and the page
// that refuses a too large photo before sending it (decision 025): one number, one message.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = "Bildet er for stort. Maks 10 MB.";
