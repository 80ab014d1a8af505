// How many confirmations one mailbox gets (decision 017). The mailbox is counted by mailboxKey
// (server/mail/mailbox.ts), the key the audit's mails are counted by too (decision 028).

/**
 * Confirmations one mailbox gets per 24 hours: a person rarely writes to us more than once a day,
 * and a stranger whose address someone else types in gets no more than this.
 */
export const CONFIRMATIONS_PER_DAY = 3;
