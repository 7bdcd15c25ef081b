import type { PublicCard, Role } from '@/types/api';

// TODO(admin): replace with the generated types (types/api.ts) once the server describes /api/admin/*.

/** AdminStats is GET /api/admin/stats: the instance's figures; parcels and rides count by status. */
export interface AdminStats {
  users: number;
  verifiedUsers: number;
  parcels: Record<string, number>;
  rides: Record<string, number>;
  deliveries30d: number;
  openReports: number;
}

/** AdminUser is one account as an admin sees it. */
export interface AdminUser {
  userId: number;
  email: string;
  name: string;
  surname: string;
  role: Role;
  emailVerified: boolean;
  suspended: boolean;
  suspendedReason: string;
  deleted: boolean;
  createdAt: string;
}

/** AdminReportStatus is a report's state: open until an admin resolves it. */
export type AdminReportStatus = 'open' | 'resolved';
/** ResolveAction is what an admin does about a report. */
export type ResolveAction = 'dismiss' | 'remove_listing' | 'suspend_user';

/** AdminReport is a report with who sent it and what it is about. */
export interface AdminReport {
  reportId: number;
  reason: 'spam' | 'fraud' | 'abuse' | 'prohibited' | 'other';
  details: string;
  status: AdminReportStatus;
  createdAt: string;
  reporter: PublicCard;
  target: {
    kind: 'user' | 'parcel' | 'ride';
    id: number;
    owner: PublicCard;
    ownerSuspended: boolean;
    route: { from: string; to: string } | null;
    status: string | null;
  };
  resolvedAt: string | null;
  action: ResolveAction | null;
}

/** AuditEntry is one thing an admin did; admin is null when it was done from the command line. */
export interface AuditEntry {
  auditId: number;
  admin: PublicCard | null;
  action: string;
  targetUserId: number | null;
  targetReportId: number | null;
  details: string;
  createdAt: string;
}

/** AdminPage is one page of an admin list; nextCursor is null on the last one. */
export interface AdminPage<T> {
  items: T[] | null;
  nextCursor: string | null;
}
