import { describe, expect, it } from 'vitest';

import { toNewVehicle, vehicleSchema, type VehicleInput } from './create-vehicle';

const base: VehicleInput = {
  vehicleType: 'car',
  modelType: 'sedan',
  modelName: 'Skoda Octavia',
  idNumber: 'KA 0001 AB',
};
const issues = (v: Partial<VehicleInput>) => {
  const result = vehicleSchema.safeParse({ ...base, ...v });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('vehicle form rules', () => {
  it.each<[Partial<VehicleInput>, Record<string, string>]>([
    [{}, {}],
    [{ vehicleType: null }, { vehicleType: 'required' }],
    [{ vehicleType: 'tractor' }, { vehicleType: 'invalid' }],
    [{ modelType: null }, { modelType: 'required' }],
    [
      { modelName: '   ', idNumber: '' },
      { modelName: 'required', idNumber: 'required' },
    ],
    [{ vehicleType: 'motorcycle', modelType: null, modelName: '' }, { modelName: 'required' }],
    [{ vehicleType: 'scooter', modelType: null, modelName: '', idNumber: '' }, {}],
    [{ vehicleType: 'bicycle', modelType: 'van', modelName: '', idNumber: '' }, {}],
    [{ modelName: 'x'.repeat(51) }, { modelName: 'too_long' }],
    [{ idNumber: 'A'.repeat(21) }, { idNumber: 'too_long' }],
    [{ idNumber: 'АА 1234 ВВ' }, {}],
    [{ idNumber: 'AA#1234' }, { idNumber: 'invalid' }],
    [{ vehicleType: 'bicycle', idNumber: 'B/1' }, { idNumber: 'invalid' }],
  ])('%j → %j', (change, want) => {
    expect(issues(change)).toEqual(want);
  });

  it('sends only what the type uses', () => {
    expect(toNewVehicle({ ...base, vehicleType: 'motorcycle', modelName: ' Honda ' })).toEqual({
      vehicleType: 'motorcycle',
      modelType: '',
      modelName: 'Honda',
      idNumber: 'KA 0001 AB',
    });
  });
});
