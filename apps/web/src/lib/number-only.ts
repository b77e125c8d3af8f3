/**
 * Number-only input (docs/product.md#input-and-display-rules): strips everything that is not a digit, optionally
 * capping the length.
 */
export function digitsOnly(value: string, maxLength?: number): string {
  const digits = value.replace(/\D+/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}
