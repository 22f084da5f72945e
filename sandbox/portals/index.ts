// Every fictional carrier portal the sandbox serves. Adding a portal: a folder here and one line below.
import type { CarrierPortal } from '../core/types.ts';
import { bluebonnet } from './bluebonnet/index.ts';
import { cascadePortal } from './cascade/index.ts';
import { harborline } from './harborline/index.ts';
import { ironcladPortal } from './ironclad/index.ts';
import { larkspur } from './larkspur/index.ts';
import { pioneer } from './pioneer/index.ts';
import { summitPortal } from './summit/index.ts';

export const portals: CarrierPortal[] = [
  summitPortal,
  harborline,
  pioneer,
  ironcladPortal,
  bluebonnet,
  cascadePortal,
  larkspur,
];
