/** Query strings and form bodies may repeat a name; like WeChat and AMap, the first value counts. */
export type Params = Record<string, unknown>;

export function param(params: unknown, name: string): string | undefined {
  if (!params || typeof params !== 'object') return undefined;
  const value = (params as Params)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** A parameter that is present and not blank. */
export function filled(params: unknown, name: string): string | undefined {
  const value = param(params, name)?.trim();
  return value ? value : undefined;
}
