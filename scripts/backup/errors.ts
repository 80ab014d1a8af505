/**
 * A failure the operator can act on: its (Norwegian) message is printed as it is, without a stack
 * trace, and the process exits with exitCode (2 = wrong use of the command, 1 = anything else).
 */
export class OperatorError extends Error {
  exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Turns a connection failure into a message that says where to look. */
export function connectionError(error: unknown): OperatorError {
  return new OperatorError(
    `Fikk ikke kontakt med databasen: ${messageOf(error)}.\n` +
      "Sjekk DATABASE_URL, eller DATA_DIR og EMBEDDED_PG_PORT for den innebygde databasen.",
  );
}

/**
 * Runs a command-line tool: prints OperatorError messages plainly and anything unexpected with its
 * stack, then exits explicitly, so a forgotten handle can never leave a cron job hanging.
 */
export async function runCli(main: () => Promise<void>): Promise<never> {
  let code = 0;
  try {
    await main();
  } catch (error) {
    if (error instanceof OperatorError) {
      console.error(error.message);
      code = error.exitCode;
    } else {
      console.error(
        `Uventet feil: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      code = 1;
    }
  }
  process.exit(code);
}
