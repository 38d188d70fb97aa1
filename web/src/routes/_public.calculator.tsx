import { Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Columns, fullRow } from '../components/Layout/Columns';
import { preload } from '../lib/hydration';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { CalculatorType } from '@shared/calculators';
import { bathroomInfo } from '@shared/calculators/bathroom/meta';
import { calculatorMeta } from '@shared/calculators/meta';
import { DEFAULT_CALCULATOR, isCalculatorType, staticRouteSeo } from '@shared/seo';
import { PriceCalculator } from '../components/Calculator/PriceCalculator';
import classes from '../components/Calculator/CalculatorPage.module.css';
import { seoHead } from '../lib/seo';

// An unknown or missing type is ignored: the page then shows the terrace calculator. (A plain guard
// rather than a zod schema: route options load with the entry chunk on every page.)
const validateSearch = (search: Record<string, unknown>): { type?: CalculatorType } => ({
  type: isCalculatorType(search.type) ? search.type : undefined,
});

export const Route = createFileRoute('/_public/calculator')({
  validateSearch,
  loaderDeps: ({ search }) => ({ type: search.type ?? DEFAULT_CALCULATOR }),
  // The chosen calculator's prices come with the HTML, so its controls work at once.
  loader: ({ context: { trpc }, deps }) => preload(trpc.public.pricing.byType.ensureData({ type: deps.type }, { staleTime: 60_000 })),
  // The generic title until a type is in the address.
  head: ({ match }) => seoHead(staticRouteSeo('/calculator', new URLSearchParams(match.search.type ? { type: match.search.type } : {}))!, match),
  component: CalculatorPage,
});

function CalculatorPage() {
  const search = Route.useSearch();
  const type = search.type ?? DEFAULT_CALCULATOR;
  const navigate = Route.useNavigate();
  const meta = calculatorMeta[type];

  const changeType = (next: CalculatorType) => void navigate({ search: { type: next }, replace: true, resetScroll: false });

  return (
    <Container size="lg" py={{ base: 40, md: 72 }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xl">
        <header className={classes.intro}>
          <Text className={classes.eyebrow}>Uforpliktende prisestimat</Text>
          <Title order={1} className={classes.heading}>
            Priskalkulator
          </Title>
          <Text className={classes.lead}>
            Velg hva du vil ha gjort, fyll inn noen få opplysninger og få et prisestimat med en gang. Alle priser er i
            norske kroner og inkluderer mva.
          </Text>
        </header>
        <PriceCalculator type={type} onTypeChange={changeType} />
        <Columns cols={{ md: type === 'bathroom' ? [6, 6] : [7, 5] }} gap="lg">
          <div>
            <section aria-labelledby="calc-about" className={classes.about}>
              <Title order={2} id="calc-about" className={classes.sectionTitle}>
                Om prisene: {meta.label.toLowerCase()}
              </Title>
              <Text mt="sm">{meta.seoText}</Text>
            </section>
          </div>
          {type === 'bathroom' ? (
            <div>
              <Paper component="section" aria-labelledby="calc-bathroom-info" className={classes.info} radius="lg">
                <Title order={2} id="calc-bathroom-info" className={classes.sectionTitle}>
                  {bathroomInfo.title}
                </Title>
                <List mt="sm" spacing="xs">
                  {bathroomInfo.points.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              </Paper>
            </div>
          ) : null}
          <div className={type === 'bathroom' ? fullRow : undefined}>
            <Paper component="section" aria-labelledby="calc-cta" className={classes.cta} radius="lg">
              <Title order={2} id="calc-cta" className={classes.sectionTitle}>
                Vil du ha en fast pris?
              </Title>
              <Text mt="sm">
                Estimatet gir deg et godt utgangspunkt. Vi kommer gjerne på befaring, ser på forholdene og gir deg et
                uforpliktende tilbud.
              </Text>
              <Button component={Link} to="/contact" mt="md">
                Bestill befaring
              </Button>
            </Paper>
          </div>
        </Columns>
      </Stack>
    </Container>
  );
}
