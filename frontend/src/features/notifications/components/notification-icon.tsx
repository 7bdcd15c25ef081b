import {
  AlarmClock,
  Ban,
  CalendarX,
  CarFront,
  CircleCheck,
  CircleX,
  Hourglass,
  Inbox,
  MapPinCheck,
  MessageCircle,
  PackageCheck,
  PackageX,
  Sparkles,
  Star,
  Truck,
  type LucideIcon,
} from 'lucide-react';

import type { NotificationKind } from '@/types/api';

type Tone = 'primary' | 'success' | 'danger' | 'muted' | 'warning';

// What each kind looks like: good news green, bad news red, what merely ended grey.
const ICONS: Record<NotificationKind, [LucideIcon, Tone]> = {
  request_received: [Inbox, 'primary'],
  request_approved: [CircleCheck, 'success'],
  request_declined: [CircleX, 'danger'],
  request_cancelled: [Ban, 'muted'],
  request_expired: [Hourglass, 'muted'],
  request_reminder: [AlarmClock, 'warning'],
  pickup_planned: [MapPinCheck, 'primary'],
  pickup_refused: [PackageX, 'danger'],
  ride_changed: [AlarmClock, 'warning'],
  parcel_picked_up: [Truck, 'primary'],
  parcel_delivered: [PackageCheck, 'success'],
  parcel_failed: [PackageX, 'danger'],
  parcel_expired: [CalendarX, 'muted'],
  ride_cancelled: [CarFront, 'danger'],
  match_found: [Sparkles, 'primary'],
  message_received: [MessageCircle, 'primary'],
  rating_received: [Star, 'warning'],
};

/** NotificationIcon is a kind's icon in a tinted circle. */
export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  const [Icon, tone] = ICONS[kind];
  return (
    <span className={`notification__icon notification__icon--${tone}`} aria-hidden="true">
      <Icon size={20} />
    </span>
  );
}
