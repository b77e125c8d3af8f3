/** JSON over HTTP with a timeout; a transport failure names the service for the caller's error. */
export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    message: string,
  ) {
    super(`${service}: ${message}`);
  }
}

export async function getJson<T>(service: string, url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(8000) });
  } catch (error) {
    throw new UpstreamError(service, (error as Error).message);
  }
  if (!response.ok) throw new UpstreamError(service, `HTTP ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch {
    throw new UpstreamError(service, 'reply is not JSON');
  }
}
