import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { footerBlurb } from '@shared/company-view';
import { companyRecordInputSchema, type CompanyRecordDto } from '@shared/schemas/company';
import { trpc } from '../../../trpc';
import { CompanyLoading } from './CompanyDetailsForm';
import { useCompanyChanges, useCompanySave } from './useCompanySave';
import { PageForm } from '../FormModal';
import { onInvalidSubmit } from '../invalid-fields';

const aboutSchema = companyRecordInputSchema.pick({ founded: true, description: true, about: true, heroHeadline: true, heroIntro: true });
const resolver = schemaResolver(aboutSchema, { sync: true });

type Values = { founded: number | string; description: string; about: string; heroHeadline: string; heroIntro: string };

const toPayload = (v: Values) => ({ ...v, founded: v.founded === '' ? Number.NaN : Number(v.founded) });

/** A required text that grows with what is written. */
const requiredText = (minRows: number, maxRows: number) => ({ withAsterisk: true, autosize: true, minRows, maxRows });

function Form({ company }: { company: CompanyRecordDto }) {
  const { save, pending } = useCompanySave();
  const form = useForm<Values>({
    initialValues: { founded: company.founded, description: company.description, about: company.about, heroHeadline: company.heroHeadline, heroIntro: company.heroIntro },
    validate: (v) => resolver(toPayload(v)),
  });
  const changes = useCompanyChanges(toPayload(form.values));
  const submit = form.onSubmit(async (values) => {
    const raw = toPayload(values);
    if (await save(changes.changed(aboutSchema.parse(raw), raw))) changes.saved(raw);
  }, onInvalidSubmit);
  return (
    <PageForm onSubmit={submit} pending={pending} submitLabel="Lagre tekstene" label="Om oss">
      <TextInput label="Overskrift på forsiden" withAsterisk {...form.getInputProps('heroHeadline')} />
      <Textarea label="Ingress på forsiden" {...requiredText(2, 5)} {...form.getInputProps('heroIntro')} />
      <NumberInput label="Grunnlagt (år)" withAsterisk allowDecimal={false} allowNegative={false} w={{ base: '100%', sm: 200 }} {...form.getInputProps('founded')} />
      <Textarea
        label="Om oss"
        description="Vises på /about. Skill avsnitt med en tom linje. Bunnteksten viser begynnelsen av teksten."
        {...requiredText(8, 24)}
        {...form.getInputProps('about')}
      />
      <Textarea label="Kort beskrivelse" description="Én eller to setninger for søkemotorer og delte lenker (maks 300 tegn)." {...requiredText(2, 5)} {...form.getInputProps('description')} />
      <Textarea label="Slik vises begynnelsen i bunnteksten" readOnly variant="filled" autosize minRows={2} value={footerBlurb(form.values.about)} />
    </PageForm>
  );
}

export function AboutForm() {
  const company = trpc.admin.company.get.useQuery();
  if (!company.data) return <CompanyLoading error={company.isError} />;
  return <Form key={company.data.updatedAt} company={company.data} />;
}
