import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { DAY } from '@/components/ui/date-text';
import { addressSchema, checkRoute, placeOfAddress, toAddressInput } from '@/lib/address';
import { api } from '@/lib/api-client';
import { toDayInput } from '@/lib/format';
import { PARCEL_TYPES } from '@/lib/parcel-types';
import { toE164 } from '@/lib/phone';
import { LIMITS, personNameSchema } from '@/lib/validation';
import type { Parcel, ParcelRequestBody, ParcelSize, ParcelType, Place } from '@/types/api';

import { parcelKeys, syncParcel } from './get-parcels';

/** PARCEL_SIZES from the smallest. */
export const PARCEL_SIZES = ['S', 'M', 'L', 'XL'] as const satisfies readonly ParcelSize[];

/** PARCEL_LIMITS are the server's limits (docs/product.md §7). */
export const PARCEL_LIMITS = { detailsMax: 512, streetMax: 100, costMax: 100_000, declaredValueMax: 100_000 } as const;

/** SERVER_FIELDS maps the server's field names onto the form's where they differ. */
export const SERVER_FIELDS = {
  'shippingAddress.placeId': 'shippingAddress.place',
  'deliveryAddress.placeId': 'deliveryAddress.place',
} as const;

const length = (value: string) => [...value].length;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * parcelSchema holds the rules of docs/product.md §7 that the server checks too. Each message is a field code
 * FieldError translates; a city counts only once it is chosen from the list.
 */
export const parcelSchema = z
  .object({
    type: z.union([z.enum(PARCEL_TYPES), z.literal('')]),
    size: z.union([z.enum(PARCEL_SIZES), z.literal('')]),
    details: z.string(),
    cost: z.string(),
    shippingAddress: addressSchema,
    deliveryAddress: addressSchema,
    shippingDate: z.string(),
    deliveryDate: z.string(),
    recipient: z.object({ name: z.string(), lastName: z.string(), phoneNumber: z.string(), emailAddress: z.string() }),
    declaredValue: z.string(),
    prohibitedAck: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: path.split('.'), message, input: v });
      if (v.type === '') issue('type', 'required');
      if (v.size === '') issue('size', 'required');
      if (length(v.details.trim()) > PARCEL_LIMITS.detailsMax) issue('details', 'too_long');

      const cost = v.cost.trim();
      if (cost === '') issue('cost', 'required');
      else if (!/^\d+$/.test(cost)) issue('cost', 'invalid');
      else if (Number(cost) > PARCEL_LIMITS.costMax) issue('cost', 'out_of_range');

      const declared = v.declaredValue.trim();
      if (declared !== '' && !/^\d+$/.test(declared)) issue('declaredValue', 'invalid');
      else if (Number(declared) > PARCEL_LIMITS.declaredValueMax) issue('declaredValue', 'out_of_range');
      if (!v.prohibitedAck) issue('prohibitedAck', 'prohibited_ack_required');

      checkRoute(v, ['shippingAddress', 'deliveryAddress'], PARCEL_LIMITS.streetMax, issue);

      const { min, max } = pickupRange();
      if (v.shippingDate === '') issue('shippingDate', 'required');
      else if (!DAY.test(v.shippingDate)) issue('shippingDate', 'invalid');
      else if (v.shippingDate < min) issue('shippingDate', 'in_past');
      else if (v.shippingDate > max) issue('shippingDate', 'too_far');
      if (v.deliveryDate !== '' && !DAY.test(v.deliveryDate)) issue('deliveryDate', 'invalid');
      else if (v.deliveryDate !== '' && v.shippingDate !== '' && v.deliveryDate < v.shippingDate)
        issue('deliveryDate', 'before_pickup');

      const name = personNameSchema.safeParse(v.recipient.name);
      if (!name.success) issue('recipient.name', name.error.issues[0].message);
      if (v.recipient.lastName.trim() !== '') {
        const lastName = personNameSchema.safeParse(v.recipient.lastName);
        if (!lastName.success) issue('recipient.lastName', lastName.error.issues[0].message);
      }
      const phone = v.recipient.phoneNumber.trim();
      const email = v.recipient.emailAddress.trim();
      if (phone === '' && email === '') {
        issue('recipient.phoneNumber', 'phone_or_email');
        issue('recipient.emailAddress', 'phone_or_email');
      }
      if (phone !== '' && !toE164(phone)) issue('recipient.phoneNumber', 'invalid');
      if (email !== '' && (length(email) > LIMITS.emailMax || !EMAIL.test(email)))
        issue('recipient.emailAddress', 'invalid');
    }),
  );

/** ParcelFormValues is what the form holds: cities as chosen places, the price as typed. */
export type ParcelFormValues = z.input<typeof parcelSchema>;

/** emptyParcel is a blank form. */
export const emptyParcel: ParcelFormValues = {
  type: '',
  size: '',
  details: '',
  cost: '',
  shippingAddress: { place: null, street: '' },
  deliveryAddress: { place: null, street: '' },
  shippingDate: '',
  deliveryDate: '',
  recipient: { name: '', lastName: '', phoneNumber: '', emailAddress: '' },
  declaredValue: '',
  prohibitedAck: false,
};

/**
 * repostValues fills the form from an earlier parcel of mine ("Post again"): the same parcel, route, price,
 * declared value and recipient. A pickup date that has passed becomes today; a deliver-by date that has passed is
 * cleared. The prohibited-list tick is asked again: it is about what goes in this time.
 */
export function repostValues(p: Parcel, now = new Date()): ParcelFormValues {
  const today = toDayInput(now);
  return {
    type: p.type,
    size: p.size,
    details: p.details,
    cost: String(p.cost),
    shippingAddress: { place: placeOfAddress(p.shippingAddress), street: p.shippingAddress.street },
    deliveryAddress: { place: placeOfAddress(p.deliveryAddress), street: p.deliveryAddress.street },
    shippingDate: p.shippingDate < today ? today : p.shippingDate,
    deliveryDate: p.deliveryDate && p.deliveryDate >= today ? p.deliveryDate : '',
    recipient: {
      name: p.recipient.name,
      lastName: p.recipient.lastName,
      phoneNumber: p.recipient.phoneNumber ?? '',
      emailAddress: p.recipient.emailAddress ?? '',
    },
    declaredValue: p.declaredValue == null ? '' : String(p.declaredValue),
    prohibitedAck: false,
  };
}

/** pickupRange is the span of pickup dates the server takes: today to a year ahead (local dates). */
export function pickupRange(now = new Date()): { min: string; max: string } {
  const max = new Date(now);
  max.setFullYear(max.getFullYear() + 1);
  return { min: toDayInput(now), max: toDayInput(max) };
}

/** NewParcel is the body of POST /api/parcels, with the app's types for the type, the size and the price. */
export interface NewParcel extends Omit<ParcelRequestBody, 'type' | 'size' | 'cost' | 'recipient'> {
  type: ParcelType;
  size: ParcelSize;
  cost: number;
  recipient: { name: string; lastName: string; phoneNumber: string; emailAddress: string };
}

/**
 * toNewParcel turns valid form values into the request: trimmed, the price and the declared value numbers (no
 * declared value when left empty), the phone in E.164.
 */
export function toNewParcel(v: ParcelFormValues): NewParcel {
  const phone = v.recipient.phoneNumber.trim();
  const declared = v.declaredValue.trim();
  return {
    ...(declared === '' ? {} : { declaredValue: Number(declared) }),
    prohibitedAck: v.prohibitedAck,
    type: v.type as ParcelType,
    size: v.size as ParcelSize,
    details: v.details.trim(),
    cost: Number(v.cost.trim()),
    shippingAddress: toAddressInput(v.shippingAddress),
    shippingDate: v.shippingDate,
    deliveryAddress: toAddressInput(v.deliveryAddress),
    deliveryDate: v.deliveryDate,
    recipient: {
      name: v.recipient.name.trim(),
      lastName: v.recipient.lastName.trim(),
      phoneNumber: phone === '' ? '' : (toE164(phone) ?? phone),
      emailAddress: v.recipient.emailAddress.trim().toLowerCase(),
    },
  };
}

/** createParcel publishes a parcel; 403 email_not_verified until the sender's e-mail is verified. */
export const createParcel = (parcel: NewParcel) => api.post<Parcel>('/api/parcels', parcel);

/** useCreateParcel publishes and puts the new parcel first in my list. */
export function useCreateParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParcel,
    onSuccess: (parcel) => {
      syncParcel(queryClient, parcel, { created: true });
      return queryClient.invalidateQueries({ queryKey: parcelKeys.list() });
    },
  });
}

/**
 * routeValues starts a blank form on a ride's route (its cities, and its day as the pickup when that has not
 * passed): the parcel is posted for that ride, from its request dialog.
 */
export function routeValues(route: { from: Place; to: Place; day?: string }, now = new Date()): ParcelFormValues {
  const day = route.day?.slice(0, 10) ?? '';
  return {
    ...emptyParcel,
    shippingAddress: { place: route.from, street: '' },
    deliveryAddress: { place: route.to, street: '' },
    shippingDate: day && day >= toDayInput(now) ? day : '',
  };
}
