/** A mistake in how the command was typed: unknown command or option, a bad value. Exit 2. */
export class UsageError extends Error {}

/** The command was understood but cannot be done (unknown email, taken email). Exit 1. */
export class CommandError extends Error {}
