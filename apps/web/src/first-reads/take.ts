/** A read the document started for this page (first-reads.ts), handed over once; afterwards api() fetches. */
export function takeFirstRead(url: string): Promise<Response> | undefined {
  const reads = window.xuecheFirstReads;
  // Another page, or long after the start (the reply would be stale), is not the first screen's.
  if (!reads || reads.path !== location.pathname || Date.now() - reads.at > 30_000) return undefined;
  const reply = reads.replies[url];
  if (!reply) return undefined;
  delete reads.replies[url];
  reads.taken.push(url);
  return reply;
}
