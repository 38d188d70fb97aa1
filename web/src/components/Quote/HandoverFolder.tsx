import { Button } from '@mantine/core';
import { formatLongDay, formatOsloDate } from '@shared/dates';
import { handoverPhotoStages } from '@shared/domain';
import { handoverDocumentCategoryLabels, handoverPhotoStageLabels } from '@shared/labels';
import { formatKr } from '@shared/pricing/vat';
import type { PublicHandoverDto } from '@shared/schemas/handover';
import { trpc } from '../../trpc';
import quoteClasses from './Quote.module.css';
import classes from './HandoverFolder.module.css';

const period = (h: PublicHandoverDto) =>
  h.startDate && h.endDate ? (h.startDate === h.endDate ? formatLongDay(h.startDate) : `${formatLongDay(h.startDate)} – ${formatLongDay(h.endDate)}`) : null;

/**
 * The handover folder on the customer's page once the job is handed over: the PDF and the ZIP to keep,
 * the review link once it has been asked for, and what the folder holds (summary, agreed price, complaint period, products, photos, documents). Nothing
 * while the job is not handed over.
 */
export function HandoverFolder({ token }: { token: string }) {
  const query = trpc.public.handover.byToken.useQuery({ token }, { staleTime: Infinity, retry: false });
  const h = query.data;
  if (!h) return null;
  const fileUrl = (id: number) => `/api/tilbud/${token}/overlevering/filer/${id}`;
  const documents = h.files.filter((f) => f.kind === 'document');
  const done = period(h);
  return (
    <section className={classes.folder} aria-labelledby="overlevering" data-testid="handover-folder">
      <p className={quoteClasses.label}>Overlevert</p>
      <h2 id="overlevering">Overleveringsmappe</h2>
      <p>{`Arbeidet ble overlevert ${h.handedOverAt ? formatOsloDate(h.handedOverAt) : ''}. Last ned mappen og ta vare på den: PDF-en har sammendraget, prisen, produktene og bildene, og ZIP-filen har PDF-en og alle dokumentene.`}</p>
      <div className={`${classes.downloads} ${quoteClasses.noPrint}`}>
        <Button component="a" href={h.pdfUrl} download className={quoteClasses.buttonLink}>
          Last ned mappen (PDF)
        </Button>
        <Button component="a" href={h.zipUrl} download variant="outline" className={quoteClasses.buttonLink}>
          Last ned alt (ZIP)
        </Button>
      </div>
      {h.review?.url && (
        <p className={quoteClasses.noPrint} data-testid="review-link">
          {'Fornøyd med jobben? '}
          <a href={h.review.url}>Skriv en omtale</a>
          {' – den hjelper andre som vurderer oss.'}
        </p>
      )}
      {h.review?.receivedAt && <p data-testid="review-link">{`Takk for omtalen din (${formatOsloDate(h.review.receivedAt)}).`}</p>}
      <dl className={classes.facts}>
        <div>
          <dt>Adresse</dt>
          <dd>{h.address || 'Ikke oppgitt'}</dd>
        </div>
        {h.matrikkel && (
          <div>
            <dt>Eiendom (matrikkel)</dt>
            <dd>{h.matrikkel}</dd>
          </div>
        )}
        {done && (
          <div>
            <dt>Utført</dt>
            <dd>{done}</dd>
          </div>
        )}
      </dl>
      {h.summary && (
        <>
          <h3>Sammendrag av arbeidet</h3>
          <p style={{ whiteSpace: 'pre-line' }}>{h.summary}</p>
        </>
      )}
      <h3>Avtalt pris</h3>
      <dl className={quoteClasses.totals}>
        <div>
          <dt>Tilbudet (kontrakten)</dt>
          <dd>{formatKr(h.price.contract)}</dd>
        </div>
        {h.price.changeOrders.map((c) => (
          <div key={c.number}>
            <dt>{`Tillegg/endring ${c.number}: ${c.reason}`}</dt>
            <dd>{formatKr(c.total)}</dd>
          </div>
        ))}
        <div className={quoteClasses.grand}>
          <dt>Avtalt totalt inkl. mva</dt>
          <dd>{formatKr(h.price.total)}</dd>
        </div>
      </dl>
      <h3>Reklamasjon</h3>
      <p>{`Du må si fra om en mangel innen rimelig tid etter at du oppdaget den eller burde ha oppdaget den, og senest ${h.warrantyYears} år etter overleveringen (håndverkertjenesteloven § 25).`}</p>
      {h.products.length > 0 && (
        <>
          <h3>Produkter og materialer</h3>
          <ul className={classes.list}>
            {h.products.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </>
      )}
      {handoverPhotoStages.map((stage) => {
        const photos = h.files.filter((f) => f.kind === 'photo' && f.stage === stage);
        if (photos.length === 0) return null;
        return (
          <div key={stage}>
            <h3>{`Bilder: ${handoverPhotoStageLabels[stage].toLowerCase()}`}</h3>
            <ul className={classes.photos}>
              {photos.map((f) => (
                <li key={f.id}>
                  <figure>
                    <a href={fileUrl(f.id)}>
                      <img src={fileUrl(f.id)} alt={f.title} width={f.width ?? undefined} height={f.height ?? undefined} loading="lazy" decoding="async" />
                    </a>
                    <figcaption>{f.title}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {documents.length > 0 && (
        <>
          <h3>Dokumenter</h3>
          <ul className={classes.list}>
            {documents.map((f) => (
              <li key={f.id}>
                <a href={fileUrl(f.id)} download>
                  {f.title}
                </a>
                {` (${f.category ? handoverDocumentCategoryLabels[f.category] : 'Dokument'}, PDF)`}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={quoteClasses.muted}>Mappen har det Boligmappa ber om (adresse, kommune-, gårds- og bruksnummer og dokumenttyper), så du eller vi kan laste den opp der.</p>
    </section>
  );
}
