import type { PgBoss, Queue } from "pg-boss";

// Every background job runs on pg-boss in the same PostgreSQL (docs/brief/ARCHITECTURE.md). Mail is retried
// with exponential backoff for about a day before it lands in the dead-letter queue, where an
// operator can see it (npm run leads -- list shows requests whose mail is not delivered).

export const QUEUES = {
  contactMail: "contact-mail",
  contactMailDead: "contact-mail-dead",
  retention: "retention",
  audit: "website-audit",
  generateText: "generate-service-text",
} as const;

const definitions = (mailRetryDelaySeconds: number): [string, Omit<Queue, "name">][] => [
  [QUEUES.contactMailDead, { retentionSeconds: 60 * 60 * 24 * 30 }],
  [
    QUEUES.contactMail,
    {
      retryLimit: 20,
      retryDelay: mailRetryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 60 * 60,
      // A worker that dies (SIGKILL, a lost machine) stops its heartbeat: its jobs are retried
      // within ~45 s. The expiry only bounds a handler that hangs while alive (a batch of ten
      // mails over a slow mail server may take minutes).
      heartbeatSeconds: 30,
      expireInSeconds: 600,
      deadLetter: QUEUES.contactMailDead,
    },
  ],
  [QUEUES.retention, { retryLimit: 3, retryDelay: 600 }],
  // The audit itself runs once and is stored; retries only re-try storing and mailing.
  // The handler retries the model once itself and then records the failure.
  [QUEUES.generateText, { retryLimit: 1, retryDelay: 30, expireInSeconds: 300 }],
  [QUEUES.audit, { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 180 }],
];

export async function ensureQueues(boss: PgBoss, mailRetryDelaySeconds: number) {
  for (const [name, options] of definitions(mailRetryDelaySeconds)) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options);
  }
}
