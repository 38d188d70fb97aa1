import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { projectRoot } from '../../env';
import { FikenFake } from './fake';

// Fiken behind its own contract: Prism (@stoplight/prism-cli) in proxy mode on Fiken's published
// OpenAPI document (Fiken-API-2.0.0-modified.yaml, from github.com/okane-no/fiken-sdk, spec/, commit
// b459c59), in front of the stateful fake. With --errors a request our client sends, or an answer the
// fake gives, that leaves the document is answered with an error instead, so the test fails there.

export const FIKEN_SPEC = join(projectRoot, 'src/test/fiken/Fiken-API-2.0.0-modified.yaml');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type FikenUnderTest = { fake: FikenFake; url: string; violations: string[]; output: () => string; stop: () => Promise<void> };

/** The fake Fiken with Prism in front; `url` is FIKEN_API_URL. `violations` collects what Prism reported. */
export async function startFiken(): Promise<FikenUnderTest> {
  const fake = await new FikenFake().start();
  const port = await freePort();
  const prism: ChildProcess = spawn(process.execPath, [join(projectRoot, 'node_modules/@stoplight/prism-cli/dist/index.js'), 'proxy', FIKEN_SPEC, fake.origin, '--port', String(port), '--errors', '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SCARF_ANALYTICS: 'false', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const violations: string[] = [];
  let output = '';
  // The request a validator line is about: Prism names it on the line before.
  let last = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The validator's lines: a request or an answer that leaves Fiken's document.
      for (const line of chunk.toString().split('\n')) {
        if (line.includes('[HTTP SERVER]')) last = line.replace(/^.*\[HTTP SERVER\]\s*/, '').replace(/\s*ℹ.*$/, '');
        // Fiken documents its answers' 2xx only: the error statuses a test makes the fake answer (429, 400) are expected.
        if (line.includes('[VALIDATOR]') && !line.includes('Unable to match the returned status code')) violations.push(`${last}: ${line.replace(/^.*\[VALIDATOR\]\s*/, '').trim()}`);
      }
      if (output.includes('Prism is listening')) resolve();
    };
    prism.stdout!.on('data', onData);
    prism.stderr!.on('data', onData);
    prism.once('exit', (code) => reject(new Error(`Prism stopped (${code}): ${output.slice(-2000)}`)));
  });
  return {
    fake,
    url: `http://127.0.0.1:${port}`,
    violations,
    output: () => output,
    stop: async () => {
      prism.kill();
      await fake.stop();
    },
  };
}
