import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import * as f from './builder.ts';
import { address } from './common.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

const fields = {
  companyName: f.text('Uitvaartonderneming', { width: 'half' }),
  tradeName: f.text('Handelsnaam', { width: 'half' }),
  companyReference: f.text('Dossiernummer uitvaartonderneming', {
    max: 50,
    width: 'half',
    help: 'Het eigen kenmerk van de onderneming, bijvoorbeeld uit haar administratie.',
  }),
  address: address('Adres'),
  phone: f.phone('Telefoonnummer', { width: 'half' }),
  email: f.email('E-mailadres', { width: 'half' }),
  contactName: f.text('Contactpersoon', {
    width: 'half',
    help: 'Voor een crematorium: de contactpersoon bij de uitvaartonderneming.',
  }),
  onBehalfOfInsurer: f.boolean('Via een verzekeraar of uitvaartvereniging'),
  ...f.when('onBehalfOfInsurer', true, {
    insurer: f.text('Verzekeraar of vereniging', { width: 'half' }),
    insurerMemberNumber: f.text('Lid- of polisnummer', { max: 100, width: 'half' }),
    insurerReference: f.text('Dossiernummer verzekeraar of vereniging', { max: 100, width: 'half' }),
  }),
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
      'companyReference',
      'address',
      'phone',
      'email',
      'contactName',
      'onBehalfOfInsurer',
      'insurer',
      'insurerMemberNumber',
      'insurerReference',
    ]),
    // The responsible funeral director and the funeral leader on the day are the dossier's own (its header), one
    // source for lists, filters and tasks (issue 11); the section keeps who else works on the day.
    f.group('Mensen', fields, ['assistants', 'notes'], messages.dailyUse.people.funeralCompanyPeople),
  ],
};
