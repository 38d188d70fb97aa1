import { z } from 'zod';
import { calculatorMessages as m, count, flag, lazySchema } from '../fields';

export const doorTypes = ['INTERIOR', 'EXTERIOR'] as const;
export type DoorType = (typeof doorTypes)[number];

export const interiorDoorTypes = ['STANDARD', 'SLIDING', 'DOUBLE'] as const;
export type InteriorDoorType = (typeof interiorDoorTypes)[number];

export const doorInputSchema = lazySchema(() =>
  z.object({
    doorType: z.enum(doorTypes, { error: m.doorType }).default('INTERIOR'),
    /** Used only when doorType is INTERIOR. */
    interiorType: z.enum(interiorDoorTypes, { error: m.interiorType }).default('STANDARD'),
    count: count(),
    newFrame: flag(false),
  }),
);
export type DoorInput = z.infer<ReturnType<typeof doorInputSchema>>;

export const doorDefaults: DoorInput = { doorType: 'INTERIOR', interiorType: 'STANDARD', count: 1, newFrame: false };

export const doorTypeLabels: { readonly [K in DoorType]: string } = {
  INTERIOR: 'Innerdør',
  EXTERIOR: 'Ytterdør',
};

export const interiorDoorTypeLabels: { readonly [K in InteriorDoorType]: string } = {
  STANDARD: 'Standard innerdør',
  SLIDING: 'Skyvedør',
  DOUBLE: 'Dobbel innerdør',
};

export const doorFieldLabels = {
  doorType: 'Dørtype',
  interiorType: 'Type innerdør',
  count: 'Antall dører',
  newFrame: 'Ny karm',
} as const;
