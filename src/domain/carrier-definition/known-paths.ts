// Whether a definition's submission path names a field of the quote-request model (the create body's
// schema): `input.fein`, `workersComp.classCodes[].employees`. A path that names nothing would make a
// requirement that never applies, so the loader and `carrier lint` refuse it.
import { CreateQuoteRequestBody } from '../quote-request/model/create-body.ts';

interface Node {
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
}

const branches = (node: Node): Node[] => [
  node,
  ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap(branches),
];

function child(nodes: Node[], segment: string): Node[] {
  const each = segment.endsWith('[]');
  const key = each ? segment.slice(0, -2) : segment;
  const found = nodes.flatMap(branches).flatMap((n) => (n.properties?.[key] ? [n.properties[key]] : []));
  if (!each) return found;
  return found.flatMap(branches).flatMap((n) => (n.items ? [n.items] : []));
}

export function isKnownSubmissionPath(path: string): boolean {
  let nodes: Node[] = [CreateQuoteRequestBody as Node];
  for (const segment of path.split('.')) {
    nodes = child(nodes, segment);
    if (nodes.length === 0) return false;
  }
  return true;
}
