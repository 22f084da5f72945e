// Every fictional carrier portal the sandbox serves. Adding a portal: a folder here and one line below.
import type { CarrierPortal } from '../core/types.ts';
import { harborline } from './harborline/index.ts';

export const portals: CarrierPortal[] = [harborline];
