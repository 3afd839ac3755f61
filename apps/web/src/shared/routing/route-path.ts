import { ROUTES, type RouteDef, type RouteName } from '@sportello/domain';

/** A segment holding several parameters (`{aid};{uid};{tok}`) is one router parameter, `aid__uid__tok`. */
const COMPOUND_JOINER = '__';

function segmentParams(segment: string): string[] {
  return [...segment.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

function isCompound(segment: string): boolean {
  return /\{\w+\}/.test(segment) && !/^\{\w+\}$/.test(segment);
}

/** The route table's path in react-router syntax: `{x}` → `:x`, the customer prefix as an optional segment. */
export function routerPath(def: RouteDef): string {
  const segments = def.path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      isCompound(segment) ? `:${segmentParams(segment).join(COMPOUND_JOINER)}` : segment.replace(/^\{(\w+)\}$/, ':$1'),
    );
  if (def.customerPrefix) segments.unshift(':id_cliente?');
  return `/${segments.join('/')}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `{aid};{uid};{tok}` → /^(.*?);(.*?);(.*)$/ */
function compoundPattern(segment: string): RegExp {
  const literals = segment.split(/\{\w+\}/).map(escapeRegExp);
  const groups = literals.length - 1;
  let source = `^${literals[0] ?? ''}`;
  for (let i = 1; i <= groups; i += 1) source += `${i === groups ? '(.*)' : '(.*?)'}${literals[i] ?? ''}`;
  return new RegExp(`${source}$`);
}

/** A route's parameters by the route table's names, compound segments split back into their parts. */
export function routeParamsOf(
  name: RouteName,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  const def: RouteDef = ROUTES[name];
  for (const segment of def.path.split('/')) {
    const names = segmentParams(segment);
    if (names.length === 0) continue;
    const raw = params[names.join(COMPOUND_JOINER)];
    if (raw === undefined) continue;
    if (!isCompound(segment)) {
      out[names[0] ?? ''] = raw;
      continue;
    }
    const match = compoundPattern(segment).exec(raw);
    names.forEach((key, index) => {
      const value = match?.[index + 1];
      if (value !== undefined) out[key] = value;
    });
  }
  if (params.id_cliente !== undefined) out.id_cliente = params.id_cliente;
  return out;
}

/** The optional customer prefix must be numeric; anything else is a path that does not exist. */
export function isValidCustomerPrefix(idCliente: string | undefined): boolean {
  return idCliente === undefined || /^\d+$/.test(idCliente);
}
