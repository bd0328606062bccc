import type {
  AuthUser,
  CreateInvitationInput,
  CreateOrganizationInput,
  InvitationData,
  MemberData,
  OrganizationData,
  OrganizationListItem,
  PaginationMeta,
  UpdateMemberInput,
  UserDetail,
  WefactSettingsData,
  WefactTaxCodes,
  WefactTestResult,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';
import type { OrganizationChanges } from '../lib/organization-form.ts';

const base = (id: string) => `/api/organizations/${encodeURIComponent(id)}`;

export interface OrganizationListQuery {
  search?: string;
  page?: number;
  perPage?: number;
}

export interface OrganizationList {
  data: OrganizationListItem[];
  meta: PaginationMeta;
}

/** The fields sent in a PUT: only the changed ones (absent fields keep their value), and the version read. */
export type OrganizationUpdate = { version: number } & OrganizationChanges;

export function listOrganizations(query: OrganizationListQuery = {}): Promise<OrganizationList> {
  return api.get<OrganizationList>('/api/organizations', { query: { ...query } });
}

export async function getOrganization(id: string): Promise<OrganizationData> {
  return (await api.get<{ data: OrganizationData }>(base(id))).data;
}

export async function createOrganization(input: CreateOrganizationInput): Promise<OrganizationData> {
  return (await api.post<{ data: OrganizationData }>('/api/organizations', input)).data;
}

/** 409 when `version` is stale: the error's `data` is the record as it is now. */
export async function updateOrganization(id: string, input: OrganizationUpdate): Promise<OrganizationData> {
  return (await api.put<{ data: OrganizationData }>(base(id), input)).data;
}

export function logoUrl(id: string, version: string | number): string {
  return `${base(id)}/logo?v=${encodeURIComponent(String(version))}`;
}

export async function uploadLogo(id: string, file: File): Promise<OrganizationData> {
  const body = new FormData();
  body.append('logo', file);
  return (await api.post<{ data: OrganizationData }>(`${base(id)}/logo`, body)).data;
}

export async function deleteLogo(id: string): Promise<void> {
  await api.delete(`${base(id)}/logo`);
}

export async function listMembers(id: string): Promise<MemberData[]> {
  return (await api.get<{ data: MemberData[] }>(`${base(id)}/members`)).data;
}

export async function updateMember(id: string, memberId: string, input: UpdateMemberInput): Promise<MemberData> {
  return (await api.put<{ data: MemberData }>(`${base(id)}/members/${encodeURIComponent(memberId)}`, input)).data;
}

export async function removeMember(id: string, memberId: string): Promise<void> {
  await api.delete(`${base(id)}/members/${encodeURIComponent(memberId)}`);
}

export async function listInvitations(id: string): Promise<InvitationData[]> {
  return (await api.get<{ data: InvitationData[] }>(`${base(id)}/invitations`)).data;
}

export async function createInvitation(id: string, input: CreateInvitationInput): Promise<InvitationData> {
  return (await api.post<{ data: InvitationData }>(`${base(id)}/invitations`, input)).data;
}

export async function resendInvitation(id: string, invitationId: string): Promise<InvitationData> {
  return (await api.post<{ data: InvitationData }>(`${base(id)}/invitations/${encodeURIComponent(invitationId)}/resend`)).data;
}

export async function revokeInvitation(id: string, invitationId: string): Promise<void> {
  await api.delete(`${base(id)}/invitations/${encodeURIComponent(invitationId)}`);
}

export async function getWefactSettings(id: string): Promise<WefactSettingsData> {
  return (await api.get<{ data: WefactSettingsData }>(`${base(id)}/wefact`)).data;
}

export interface WefactSettingsUpdate {
  apiKey?: string;
  baseUrl?: string;
  taxCodes: WefactTaxCodes;
}

export async function updateWefactSettings(id: string, input: WefactSettingsUpdate): Promise<WefactSettingsData> {
  return (await api.put<{ data: WefactSettingsData }>(`${base(id)}/wefact`, input)).data;
}

export async function testWefactConnection(id: string, input: { apiKey?: string; baseUrl?: string }): Promise<WefactTestResult> {
  return (await api.post<{ data: WefactTestResult }>(`${base(id)}/wefact/test`, input)).data;
}

export async function getUser(id: string): Promise<UserDetail> {
  return (await api.get<{ data: UserDetail }>(`/api/users/${encodeURIComponent(id)}`)).data;
}

/** Makes another organisation the active one; answers with the user as /api/auth/user does. */
export async function switchActiveOrganization(organizationId: string): Promise<AuthUser> {
  return (await api.post<{ data: AuthUser }>('/api/auth/active-organization', { organizationId })).data;
}
