// The products Ironclad Exchange sells, by the `product` value its URLs use.
import { cyberLine } from './cyber.ts';
import { glLine } from './gl.ts';
import type { LineModule, Product } from './types.ts';
import { umbrellaLine } from './umbrella.ts';

export const LINES: Record<Product, LineModule> = { cyber: cyberLine, gl: glLine, umbrella: umbrellaLine };

export const isProduct = (value: unknown): value is Product =>
  typeof value === 'string' && Object.hasOwn(LINES, value);
