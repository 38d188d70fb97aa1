import { Checkbox, Fieldset, Group, Loader, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { weekdayLabels } from '@shared/labels';
import { weekdays } from '@shared/domain';
import { companyRecordInputSchema, type CompanyRecordDto, type DayHours } from '@shared/schemas/company';
import { trpc } from '../../../trpc';
import { useCompanyChanges, useCompanySave } from './useCompanySave';
import { PageForm } from '../FormModal';
import { onInvalidSubmit } from '../invalid-fields';

const detailsSchema = companyRecordInputSchema.pick({
  name: true,
  orgNumber: true,
  vatRegistered: true,
  street: true,
  postalCode: true,
  city: true,
  region: true,
  phone: true,
  email: true,
  facebookUrl: true,
  instagramUrl: true,
  openingHours: true,
  footerCreditLabel: true,
  footerCreditUrl: true,
  masterCertificateHolder: true,
  masterCertificateTrade: true,
  centralApproval: true,
  insuranceCompany: true,
  insuranceCoverage: true,
  taxCertificateUrl: true,
  quotePaymentTerms: true,
  quoteValidityDays: true,
  depositPercent: true,
  invoiceDueDays: true,
});
const resolver = schemaResolver(detailsSchema, { sync: true });

type Values = {
  name: string;
  orgNumber: string;
  vatRegistered: boolean;
  street: string;
  postalCode: string;
  city: string;
  region: string;
  phone: string;
  email: string;
  facebookUrl: string;
  instagramUrl: string;
  openingHours: DayHours[];
  footerCreditLabel: string;
  footerCreditUrl: string;
  masterCertificateHolder: string;
  masterCertificateTrade: string;
  centralApproval: string;
  insuranceCompany: string;
  insuranceCoverage: string;
  taxCertificateUrl: string;
  quotePaymentTerms: string;
  quoteValidityDays: number | string;
  depositPercent: number | string;
  invoiceDueDays: number | string;
};

const initialValues = (c: CompanyRecordDto): Values => ({
  name: c.name,
  orgNumber: c.orgNumber.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3'),
  vatRegistered: c.vatRegistered,
  street: c.street,
  postalCode: c.postalCode,
  city: c.city,
  region: c.region,
  phone: c.phone,
  email: c.email,
  facebookUrl: c.facebookUrl ?? '',
  instagramUrl: c.instagramUrl ?? '',
  openingHours: c.openingHours.map((d) => ({ ...d })),
  footerCreditLabel: c.footerCreditLabel,
  footerCreditUrl: c.footerCreditUrl ?? '',
  masterCertificateHolder: c.masterCertificateHolder ?? '',
  masterCertificateTrade: c.masterCertificateTrade ?? '',
  centralApproval: c.centralApproval ?? '',
  insuranceCompany: c.insuranceCompany ?? '',
  insuranceCoverage: c.insuranceCoverage ?? '',
  taxCertificateUrl: c.taxCertificateUrl ?? '',
  quotePaymentTerms: c.quotePaymentTerms ?? '',
  quoteValidityDays: c.quoteValidityDays,
  depositPercent: c.depositPercent ?? '',
  invoiceDueDays: c.invoiceDueDays,
});

const toPayload = (v: Values) => ({
  ...v,
  facebookUrl: v.facebookUrl.trim() || null,
  instagramUrl: v.instagramUrl.trim() || null,
  footerCreditUrl: v.footerCreditUrl.trim() || null,
  masterCertificateHolder: v.masterCertificateHolder.trim() || null,
  masterCertificateTrade: v.masterCertificateTrade.trim() || null,
  centralApproval: v.centralApproval.trim() || null,
  insuranceCompany: v.insuranceCompany.trim() || null,
  insuranceCoverage: v.insuranceCoverage.trim() || null,
  taxCertificateUrl: v.taxCertificateUrl.trim() || null,
  quotePaymentTerms: v.quotePaymentTerms.trim() || null,
  // An emptied number field is sent as it is and refused by the schema with its message.
  quoteValidityDays: v.quoteValidityDays === '' ? Number.NaN : Number(v.quoteValidityDays),
  // An empty deposit is none.
  depositPercent: v.depositPercent === '' ? null : Number(v.depositPercent),
  invoiceDueDays: v.invoiceDueDays === '' ? Number.NaN : Number(v.invoiceDueDays),
});

function DetailsForm({ company }: { company: CompanyRecordDto }) {
  const { save, pending } = useCompanySave();
  const form = useForm<Values>({ initialValues: initialValues(company), validate: (v) => resolver(toPayload(v)) });
  const changes = useCompanyChanges(toPayload(form.values));
  const submit = form.onSubmit(async (values) => {
    const raw = toPayload(values);
    if (!(await save(changes.changed(detailsSchema.parse(raw), raw)))) return;
    changes.saved(raw);
    form.resetDirty();
  }, onInvalidSubmit);

  return (
    <PageForm onSubmit={submit} pending={pending} submitLabel="Lagre firmaopplysninger" label="Firmaopplysninger" gap="lg">
      <Fieldset legend="Firma">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Firmanavn" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Organisasjonsnummer" description="9 siffer, f.eks. 999 999 999" withAsterisk inputMode="numeric" {...form.getInputProps('orgNumber')} />
        </SimpleGrid>
        <Checkbox mt="md" label="Registrert i Merverdiavgiftsregisteret (vis «MVA» etter org.nr.)" {...form.getInputProps('vatRegistered', { type: 'checkbox' })} />
      </Fieldset>
      <Fieldset legend="Kontakt">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Telefon" withAsterisk type="tel" autoComplete="off" {...form.getInputProps('phone')} />
          <TextInput label="E-post" withAsterisk type="email" autoComplete="off" {...form.getInputProps('email')} />
          <TextInput label="Gateadresse" withAsterisk {...form.getInputProps('street')} />
          <SimpleGrid cols={2} spacing="md">
            <TextInput label="Postnummer" withAsterisk inputMode="numeric" maxLength={4} {...form.getInputProps('postalCode')} />
            <TextInput label="Poststed" withAsterisk {...form.getInputProps('city')} />
          </SimpleGrid>
          <TextInput label="Fylke" withAsterisk {...form.getInputProps('region')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Godkjenninger og forsikring">
        <Text size="sm" c="dimmed" mb="sm">
          Vises under «Om oss» og i bunnteksten på nettsiden når feltene er fylt ut. Tomme felt vises ikke.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Mesterbrev: hvem" placeholder="f.eks. Martin Aune" {...form.getInputProps('masterCertificateHolder')} />
          <TextInput label="Mesterbrev: fag" placeholder="f.eks. tømrerfaget" description="Vises når både hvem og fag er fylt ut" {...form.getInputProps('masterCertificateTrade')} />
          <Textarea
            label="Sentral godkjenning"
            placeholder="f.eks. Utførende for tømrerarbeid, tiltaksklasse 1 og 2"
            description="Godkjenningsområder og tiltaksklasser"
            autosize
            minRows={2}
            {...form.getInputProps('centralApproval')}
          />
          <TextInput
            label="Skatteattest og MVA-attest"
            placeholder="https://..."
            description="Lenke til attesten (https)"
            {...form.getInputProps('taxCertificateUrl')}
          />
          <TextInput label="Forsikringsselskap" placeholder="f.eks. If Skadeforsikring" {...form.getInputProps('insuranceCompany')} />
          <Textarea
            label="Forsikringen dekker"
            placeholder="f.eks. ansvarsforsikring og garantiforsikring for arbeidet"
            autosize
            minRows={2}
            {...form.getInputProps('insuranceCoverage')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Åpningstider">
        <Stack gap="xs">
          {weekdays.map((day, i) => {
            const closed = form.values.openingHours[i]?.closed ?? true;
            return (
              <Group key={day} gap="sm" wrap="wrap" align="flex-start" data-weekday={day}>
                <Text w={90} fw={600} size="sm" pt={8}>
                  {weekdayLabels[day]}
                </Text>
                <Checkbox
                  pt={10}
                  w={100}
                  label="Stengt"
                  aria-label={`${weekdayLabels[day]} stengt`}
                  checked={closed}
                  onChange={(e) => form.setFieldValue(`openingHours.${i}.closed`, e.currentTarget.checked)}
                />
                <TextInput
                  w={110}
                  inputMode="numeric"
                  placeholder="TT:MM"
                  maxLength={5}
                  aria-label={`${weekdayLabels[day]} åpner`}
                  disabled={closed}
                  {...form.getInputProps(`openingHours.${i}.opens`)}
                />
                <TextInput
                  w={110}
                  inputMode="numeric"
                  placeholder="TT:MM"
                  maxLength={5}
                  aria-label={`${weekdayLabels[day]} stenger`}
                  disabled={closed}
                  {...form.getInputProps(`openingHours.${i}.closes`)}
                />
              </Group>
            );
          })}
        </Stack>
      </Fieldset>
      <Fieldset legend="Tilbud">
        <Stack gap="md">
          <Textarea
            label="Standard betalingsvilkår"
            description="Et nytt tilbud starter med disse vilkårene; de kan endres i hvert tilbud."
            autosize
            minRows={2}
            {...form.getInputProps('quotePaymentTerms')}
          />
          <NumberInput
            label="Tilbud gjelder (dager)"
            description="Gyldig til for et nytt tilbud: dagens dato pluss så mange dager."
            withAsterisk
            w={220}
            min={1}
            max={365}
            allowDecimal={false}
            {...form.getInputProps('quoteValidityDays')}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend="Fakturering">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Forskudd ved aksept (%)"
            description="Et nytt tilbud oppgir et forskudd på så mange prosent. Tomt felt: ingen forskudd."
            min={1}
            max={100}
            allowDecimal={false}
            {...form.getInputProps('depositPercent')}
          />
          <NumberInput
            label="Betalingsfrist (dager)"
            description="Forfallsdatoen en ny faktura foreslås med: fakturadatoen pluss så mange dager."
            withAsterisk
            min={0}
            max={90}
            allowDecimal={false}
            {...form.getInputProps('invoiceDueDays')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Lenker">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Facebook" placeholder="https://www.facebook.com/..." description="Tomt felt: ingen lenke" {...form.getInputProps('facebookUrl')} />
          <TextInput label="Instagram" placeholder="https://www.instagram.com/..." description="Tomt felt: ingen lenke" {...form.getInputProps('instagramUrl')} />
          <TextInput label="Kreditering i bunnteksten" withAsterisk {...form.getInputProps('footerCreditLabel')} />
          <TextInput label="Lenke for krediteringen" placeholder="https://..." description="Tomt felt: krediteringen vises uten lenke" {...form.getInputProps('footerCreditUrl')} />
        </SimpleGrid>
      </Fieldset>
    </PageForm>
  );
}

export function CompanyDetailsForm() {
  const company = trpc.admin.company.get.useQuery();
  if (!company.data) return <CompanyLoading error={company.isError} />;
  return <DetailsForm key={company.data.updatedAt} company={company.data} />;
}

/** While the record loads, or when it could not be loaded. */
export function CompanyLoading({ error }: { error: boolean }) {
  return error ? (
    <Text role="alert" c="red.8" py="xl" ta="center">
      Kunne ikke laste firmaopplysningene. Prøv igjen senere.
    </Text>
  ) : (
    <Text role="status" c="dimmed" py="xl" ta="center">
      <Loader size="xs" color="oak" mr="xs" aria-hidden />
      Laster...
    </Text>
  );
}
