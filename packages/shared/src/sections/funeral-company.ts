import { z } from 'zod';
import { boolean, email, group, phone, shapeOf, text, textarea, when, type FieldSpecs } from './builder.ts';
import { address } from './common.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

const fields = {
  companyName: text('Uitvaartonderneming', { width: 'half' }),
  tradeName: text('Handelsnaam', { width: 'half' }),
  address: address('Adres'),
  phone: phone('Telefoonnummer', { width: 'half' }),
  email: email('E-mailadres', { width: 'half' }),
  contactName: text('Contactpersoon', {
    width: 'half',
    help: 'Voor een crematorium: de contactpersoon bij de uitvaartonderneming.',
  }),
  onBehalfOfInsurer: boolean('In opdracht van een verzekeraar'),
  ...when('onBehalfOfInsurer', true, { insurer: text('Verzekeraar', { width: 'half' }) }),
  responsibleDirector: text('Verantwoordelijke uitvaartverzorger', { width: 'half' }),
  funeralLeader: text('Uitvaartleider op de dag', { width: 'half' }),
  assistants: textarea('Assistenten', {
    max: 1000,
    help: 'Namen van de assistenten en dragers van de onderneming.',
  }),
  notes: textarea('Bijzonderheden'),
} satisfies FieldSpecs;

export const funeralCompanySchema = z.object(shapeOf(fields));
export type FuneralCompanySection = z.output<typeof funeralCompanySchema>;

export const funeralCompanyForm: SectionForm<'funeral-company'> = {
  key: 'funeral-company',
  title: SECTION_LABELS['funeral-company'],
  description: 'De onderneming die de uitvaart verzorgt en wie er op de dag verantwoordelijk is.',
  groups: [
    group('Onderneming', fields, [
      'companyName',
      'tradeName',
      'address',
      'phone',
      'email',
      'contactName',
      'onBehalfOfInsurer',
      'insurer',
    ]),
    group('Mensen', fields, ['responsibleDirector', 'funeralLeader', 'assistants', 'notes']),
  ],
};
