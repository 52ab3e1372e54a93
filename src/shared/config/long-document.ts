/** Longest text the query box takes (DESIGN.md, Long documents); past the per-call limit it goes in parts. */
export const MAX_DOCUMENT_CHARS = 100_000;

/**
 * Longest user text in one part, for modes that answer part by part. A reply is capped at about
 * 800 words (OUTPUT_WORD_LIMIT), so a rewrite or translation of a longer part would come back cut
 * (the presets even ask for "the rest as a separate chunk"): about 3,500 characters is about 580
 * English words, whose rewrite fits the cap with room to spare. One-result modes read their parts
 * without rewriting them, so their parts only have to fit the per-call limit (MAX_QUERY_CHARS).
 */
export const PART_TEXT_MAX_CHARS = 3_500;

/** Parts sent at the same time: quick enough, and well inside the server's per-client limits. */
export const DOCUMENT_CONCURRENCY = 2;
/** A failed part is sent again this many times before it shows its error. */
export const PART_RETRIES = 1;
/** A part waits out a rate limit this many times at most before it shows the rate-limit error. */
export const PART_RATE_LIMIT_WAITS = 5;
/** A rate limit without a Retry-After waits this long. */
export const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 10;
/** Rounds of combining at most (each round shortens the text about tenfold: one is the rule). */
export const MAX_COMBINE_ROUNDS = 3;

/** About four characters a token: the estimate of a part's prompt when pacing against a token limit. */
export const CHARS_PER_TOKEN = 4;
