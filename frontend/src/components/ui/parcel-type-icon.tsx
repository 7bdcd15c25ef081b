import { Apple, BookOpen, FileText, Package, Puzzle, Shirt, Smartphone, Sofa, type LucideIcon } from 'lucide-react';

import type { ParcelType } from '@/types/api';

const ICONS: Record<ParcelType, LucideIcon> = {
  documents: FileText,
  clothing: Shirt,
  electronics: Smartphone,
  furniture: Sofa,
  books: BookOpen,
  toys: Puzzle,
  food: Apple,
  other: Package,
};

/** ParcelTypeIcon is the decorative icon of a parcel type; the type's name is always written beside it. */
export function ParcelTypeIcon({ type, size = 20 }: { type: ParcelType; size?: number }) {
  const Icon = ICONS[type] ?? Package;
  return <Icon size={size} aria-hidden="true" />;
}
