// The left menu's areas (spec §2) in one table: where each goes, who may reach it, and whether
// its screens exist yet. Admin-only and feature-gated areas are hidden from those who cannot
// reach them; areas still being built are shown greyed out with the reason.
import {
  Building2, Briefcase, FolderKanban, Gauge, Library, Link2, ListChecks, Palette, Shapes, UserRound, Users,
  type LucideIcon,
} from 'lucide-react';
import type { Feature, Login } from '../../api/types';
import { hasFeature, isAdmin } from '../../app/guards';

export type NavReach = { kind: 'everyone' } | { kind: 'admin' } | { kind: 'feature'; feature: Feature };

export interface NavArea {
  readonly id: string;
  readonly label: string;
  readonly to: string;
  readonly icon: LucideIcon;
  readonly reach: NavReach;
  /** False until the area's screens are built: the item is greyed out and says so. */
  readonly built: boolean;
  readonly place: 'top' | 'bottom';
}

export const navAreas: readonly NavArea[] = [
  { id: 'dashboard', label: 'Dashboard', to: '/dashboard', icon: Gauge, reach: { kind: 'everyone' }, built: true, place: 'top' },
  { id: 'surveys', label: 'Surveys', to: '/surveys', icon: ListChecks, reach: { kind: 'everyone' }, built: true, place: 'top' },
  { id: 'survey-aliases', label: 'Survey aliases', to: '/survey-aliases', icon: Link2, reach: { kind: 'everyone' }, built: false, place: 'top' },
  { id: 'projects', label: 'Projects', to: '/projects', icon: FolderKanban, reach: { kind: 'everyone' }, built: false, place: 'top' },
  { id: 'clients', label: 'Clients', to: '/clients', icon: Briefcase, reach: { kind: 'everyone' }, built: false, place: 'top' },
  { id: 'themes', label: 'Themes', to: '/themes', icon: Palette, reach: { kind: 'feature', feature: 'survey_multi_themes' }, built: false, place: 'top' },
  { id: 'library', label: 'Library', to: '/library', icon: Library, reach: { kind: 'admin' }, built: false, place: 'top' },
  { id: 'users', label: 'Users', to: '/users', icon: Users, reach: { kind: 'admin' }, built: false, place: 'top' },
  { id: 'organisations', label: 'Organisations', to: '/organisations', icon: Building2, reach: { kind: 'admin' }, built: false, place: 'top' },
  { id: 'guide', label: 'Style guide', to: '/guide', icon: Shapes, reach: { kind: 'admin' }, built: true, place: 'top' },
  // Help sits at the bottom too, as a button opening the help panel (the left menu adds it).
  { id: 'profile', label: 'Profile', to: '/profile', icon: UserRound, reach: { kind: 'everyone' }, built: true, place: 'bottom' },
];

export function canReach(area: NavArea, login: Login | null): boolean {
  switch (area.reach.kind) {
    case 'everyone': return login !== null;
    case 'admin': return isAdmin(login);
    case 'feature': return hasFeature(login, area.reach.feature);
  }
}
