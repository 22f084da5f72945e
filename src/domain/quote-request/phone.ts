// US phone numbers arrive formatted ("(512) 555-0142", "512.555.0142", "+1 512 555 0142"); we keep digits.

const formatting = /^[0-9\s().+-]*$/;

/** The ten digits of a US phone number, or undefined when it has other characters or another count. */
export function phoneDigits(value: string): string | undefined {
  if (!formatting.test(value)) return undefined;
  const digits = value.replace(/[^0-9]/g, '');
  if (digits.length === 10) return digits;
  // a leading country code 1 is common in partner systems
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}
