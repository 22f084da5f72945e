// Every fictional carrier portal the sandbox serves. Adding a portal: a folder here and one line below.
import type { CarrierPortal } from '../core/types.ts';
import { pioneer } from './pioneer/index.ts';

export const portals: CarrierPortal[] = [pioneer];
