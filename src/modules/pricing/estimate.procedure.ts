import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { calculatorTypeSchema, parseCalculatorInput } from '../../shared/calculators';
import { estimateLineSchema } from '../../shared/schemas/enquiry';
import { publicProcedure } from '../../trpc/init';
import { serverEstimate } from './price-estimate.service';

const estimateResultSchema = z.object({
  type: calculatorTypeSchema,
  total: z.number(),
  lines: z.array(estimateLineSchema),
});

/**
 * The same engine as the browser, run on the server with the current parameters, so an estimate can
 * be reproduced by the company and by anyone calling the API.
 */
export const estimateProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/estimate/{type}',
      protect: false,
      tags: ['Priskalkulator'],
      summary: 'Beregn et prisestimat',
      description: 'Body: { "input": { ... } } med feltene til kalkulatoren (se kalkulatorens skjema). Svarer med total og linjer i hele kroner inkl. mva.',
    },
  })
  .input(z.object({ type: calculatorTypeSchema, input: z.record(z.string().max(60), z.unknown()).default({}) }))
  .output(estimateResultSchema)
  .mutation(async ({ ctx, input }) => {
    // Validated like the form: fields hidden behind a switch or choice are ignored, whatever they hold.
    const parsed = parseCalculatorInput(input.type, input.input);
    if (!parsed.success) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: parsed.error.issues[0]?.message ?? messages.invalidInput, cause: parsed.error });
    }
    return serverEstimate(ctx.em, input.type, parsed.data);
  });
