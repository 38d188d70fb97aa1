import { Alert, Button, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { REVIEW_TEXT_MAX } from '@shared/reviews';
import { reviewNameStyleLabels } from '@shared/labels';
import { reviewSubmitSchema } from '@shared/schemas/review';
import { serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';
import { AnswerConfirmation } from '../Quote/AnswerConfirmation';
import { ReviewCheck } from './ReviewsSection';
import classes from './Reviews.module.css';

type Errors = Partial<Record<'rating' | 'text' | 'nameStyle' | 'town', string>>;

/** The customer's review behind the link in the review mail: stars, a text and how their name is shown. */
export function ReviewForm({ token }: { token: string }) {
  const request = trpc.public.reviews.byToken.useQuery({ token }, { staleTime: Infinity, retry: false });
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [nameStyle, setNameStyle] = useState<string>('');
  const [town, setTown] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = trpc.public.reviews.submit.useMutation();
  const r = request.data;
  if (!r) return null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // The server's schema, so the page and the API refuse the same answers with the same words.
    const parsed = reviewSubmitSchema.safeParse({ token, rating: rating || undefined, text, nameStyle: nameStyle || undefined, town: town || null });
    if (!parsed.success) {
      const message = (field: keyof Errors) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ rating: message('rating'), text: message('text'), nameStyle: message('nameStyle'), town: message('town') });
      return;
    }
    setErrors({});
    submit.mutate(parsed.data);
  };

  return (
    <article className={classes.page}>
      <h1>Hvordan var jobben?</h1>
      {submit.isSuccess ? (
        <AnswerConfirmation color="forest" title="Takk for omtalen!" focus testId="review-sent">
          <p>{`Vi har fått den. Den vises på nettsidene våre når vi har lest den, uansett hvor mange stjerner du ga. ${r.companyName} kan svare offentlig.`}</p>
        </AnswerConfirmation>
      ) : (
        <>
          <p className={classes.lead}>{`Takk for at du valgte ${r.companyName}, ${r.firstName}! Fortell andre hvordan det gikk. Omtalen publiseres etter at vi har lest den, også om den ikke er god.`}</p>
          <form onSubmit={onSubmit} noValidate className={classes.form}>
            <Stack gap="lg">
              <fieldset className={classes.fieldset}>
                <legend className={classes.legend}>Stjerner (1–5)</legend>
                <StarInput value={rating} onChange={setRating} describedBy={errors.rating ? 'stjerner-feil' : undefined} />
                {errors.rating && (
                  <p id="stjerner-feil" className={classes.error}>
                    {errors.rating}
                  </p>
                )}
              </fieldset>
              <Textarea
                label="Din omtale"
                description="Hva gjorde vi bra, og hva kunne vært bedre?"
                autosize
                minRows={4}
                maxLength={REVIEW_TEXT_MAX}
                required
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                error={errors.text}
              />
              <Radio.Group label="Slik vises navnet ditt" required value={nameStyle} onChange={setNameStyle} error={errors.nameStyle}>
                <Stack gap="xs" mt="xs">
                  <Radio value="first_name_town" label={`${reviewNameStyleLabels.first_name_town} (for eksempel «${r.firstName}, Byåsen»)`} />
                  <Radio value="initials" label={`${reviewNameStyleLabels.initials} («${r.initials}»)`} />
                </Stack>
              </Radio.Group>
              {nameStyle === 'first_name_town' && (
                <TextInput label="Sted" description="Bydel eller tettsted" autoComplete="address-level2" required value={town} onChange={(e) => setTown(e.currentTarget.value)} error={errors.town} />
              )}
              {submit.error && <Alert color="red">{serverMessage(submit.error) ?? 'Det gikk ikke å sende omtalen. Sjekk nettforbindelsen og prøv igjen.'}</Alert>}
              <Button type="submit" size="md" loading={submit.isPending}>
                Send omtalen
              </Button>
            </Stack>
          </form>
        </>
      )}
      <ReviewCheck heading="h2" />
    </article>
  );
}

/**
 * 1–5 stars as native radios, each read out as «n av 5 stjerner» and drawn as a star; the stars up to the
 * chosen one are filled. (Mantine's Rating puts a div inside its labels, which is not valid HTML.)
 */
function StarInput({ value, onChange, describedBy }: { value: number; onChange: (n: number) => void; describedBy?: string }) {
  return (
    <div className={classes.starInput}>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={classes.star} data-on={n <= value || undefined}>
          <input type="radio" name="rating" value={n} checked={value === n} onChange={() => onChange(n)} className={classes.starRadio} aria-label={`${n} av 5 stjerner`} aria-describedby={describedBy} />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </div>
  );
}
