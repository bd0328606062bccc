import { interpolate, type OrganizationData } from '@afscheid/shared';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { logoUrl } from '../api/organizations-api.ts';

/** The logo (served by the API with the session cookie), or the initials in a square. */
export function OrganizationLogo({
  organization,
  size = 'md',
  bust = 0,
}: {
  organization: Pick<OrganizationData, 'id' | 'name' | 'hasLogo' | 'updatedAt'>;
  size?: 'md' | 'lg';
  bust?: number;
}) {
  const box = size === 'lg' ? 'size-24' : 'size-16';
  if (!organization.hasLogo) {
    const initials = organization.name
      .split(/\s+/)
      .filter((word) => /^[A-Za-zÀ-ÿ]/.test(word))
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('');
    return (
      <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-lg bg-brand-100 text-xl font-semibold text-brand-800`}>
        {initials}
      </span>
    );
  }
  return (
    <img
      src={logoUrl(organization.id, `${organization.updatedAt}-${bust}`)}
      alt={interpolate(nlo.organization.logoAlt, { name: organization.name })}
      className={`${box} shrink-0 rounded-lg border border-stone-200 bg-white object-contain`}
    />
  );
}
