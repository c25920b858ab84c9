/** Decodes Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export type FormValue = string | FormObject | FormValue[];
export type FormObject = { [key: string]: FormValue };

export function decodeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: FormObject | FormValue[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const key = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined) container[key] = /^\d+$/.test(parts[index + 1]) ? [] : {};
      node = container[key] as FormObject | FormValue[];
    });
  }
  return root;
}
