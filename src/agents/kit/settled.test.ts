import { describe, expect, it } from 'vitest';
import { settled } from './settled.ts';

describe('settled (a control holds what was set)', () => {
  it('takes a value the portal reformatted as the same digits', () => {
    expect(settled('text', '5125550142', '(512) 555-0142')).toBe(true);
    expect(settled('text', '2400000', '2,400,000')).toBe(true);
    expect(settled('text', '$1,000', '1000')).toBe(true);
  });

  it('takes one date written two ways', () => {
    expect(settled('date', '12/31/2027', '2027-12-31')).toBe(true);
    expect(settled('date', '2027-01-05', '1/5/2027')).toBe(true);
    expect(settled('date', '12/31/2027', '2027-12-30')).toBe(false);
  });

  it('refuses other digits, a dropped digit, an empty control', () => {
    expect(settled('text', '2400000', '240000')).toBe(false);
    expect(settled('text', '1000000/2000000', '1000000/1000000')).toBe(false);
    expect(settled('text', '28', '')).toBe(false);
  });

  it('compares words as a person reads them, and a combobox by its code or whole text', () => {
    expect(settled('select', 'Joisted  Masonry', 'joisted masonry')).toBe(true);
    expect(settled('select', 'Frame', 'Joisted masonry')).toBe(false);
    expect(settled('combobox', '16910', '16910 Restaurants')).toBe(true);
    expect(settled('combobox', '16910 Restaurants', '16910')).toBe(true);
    expect(settled('combobox', '16910', '')).toBe(false);
    expect(settled('combobox', '16910', '16920 Bakeries')).toBe(false);
  });
});
