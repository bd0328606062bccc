import type { AuthUser } from '@afscheid/shared';
import { createContext, type ComponentType, type ReactNode } from 'react';

export interface ShellExtensions {
  /** The "organization selector" dialog. */
  OrganizationSelectorDialog?: ComponentType<{ user: AuthUser; onClose: () => void }>;
  /** Looks up the platform administrator's active organisation when it is not one of their memberships. */
  ForeignOrganization?: ComponentType<{
    id: string;
    children: (organization: { name: string; type: string } | null) => ReactNode;
  }>;
}

/**
 * Parts of the app shell that live in the default layout's chunk. The shell itself is part of the first load
 * (the error pages use it); what it offers beyond that comes in with the layout, so the login page does not
 * load it. Outside the default layout (an error page) these parts are simply absent.
 */
export const ShellExtensionsContext = createContext<ShellExtensions>({});
