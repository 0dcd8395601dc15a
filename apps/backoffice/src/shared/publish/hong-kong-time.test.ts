import { hongKongInputToIso, isoToHongKongInput } from './hong-kong-time';

it('reads an input as Hong Kong time', () => {
  expect(hongKongInputToIso('2026-11-23T08:00')).toBe('2026-11-23T00:00:00.000Z');
  expect(hongKongInputToIso('2026-11-23T07:59')).toBe('2026-11-22T23:59:00.000Z');
});

it('refuses malformed inputs', () => {
  expect(hongKongInputToIso('')).toBeNull();
  expect(hongKongInputToIso('2026-11-23')).toBeNull();
  expect(hongKongInputToIso('2026-13-45T08:00')).toBeNull();
});

it('shows an instant as Hong Kong wall time', () => {
  expect(isoToHongKongInput(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23T00:30');
});
