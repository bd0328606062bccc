import { z } from 'zod';
import * as f from './builder.ts';
import { address } from './common.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

const fields = {
  companyName: f.text('Uitvaartonderneming', { width: 'half' }),
  tradeName: f.text('Handelsnaam', { width: 'half' }),
  address: address('Adres'),
  phone: f.phone('Telefoonnummer', { width: 'half' }),
  email: f.email('E-mailadres', { width: 'half' }),
  contactName: f.text('Contactpersoon', {
    width: 'half',
    help: 'Voor een crematorium: de contactpersoon bij de uitvaartonderneming.',
  }),
  onBehalfOfInsurer: f.boolean('In opdracht van een verzekeraar'),
  ...f.when('onBehalfOfInsurer', true, { insurer: f.text('Verzekeraar', { width: 'half' }) }),
  responsibleDirector: f.text('Verantwoordelijke uitvaartverzorger', { width: 'half' }),
  funeralLeader: f.text('Uitvaartleider op de dag', { width: 'half' }),
  assistants: f.textarea('Assistenten', {
    max: 1000,
    help: 'Namen van de assistenten en dragers van de onderneming.',
  }),
  notes: f.textarea('Bijzonderheden'),
} satisfies f.FieldSpecs;

export const funeralCompanySchema = z.object(f.shapeOf(fields));
export type FuneralCompanySection = z.output<typeof funeralCompanySchema>;

export const funeralCompanyForm: SectionForm<'funeral-company'> = {
  key: 'funeral-company',
  title: SECTION_LABELS['funeral-company'],
  description: 'De onderneming die de uitvaart verzorgt en wie er op de dag verantwoordelijk is.',
  groups: [
    f.group('Onderneming', fields, [
      'companyName',
      'tradeName',
      'address',
      'phone',
      'email',
      'contactName',
      'onBehalfOfInsurer',
      'insurer',
    ]),
    f.group('Mensen', fields, ['responsibleDirector', 'funeralLeader', 'assistants', 'notes']),
  ],
};
