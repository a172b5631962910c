/**
 * Debian's Firefox ESR as Playwright's `moz-firefox` channel launches it, with a WebDriver BiDi
 * relay in between. Playwright 1.65 sends `emulation.setMediaFeaturesOverride` for every new
 * browser context, a command Firefox ESR 153 does not have yet ("unknown command"), so no context
 * could open at all. The relay answers that one command itself: with success where nothing is
 * asked of it (Playwright's default, no colour scheme), with an error where a test wants a colour
 * scheme emulated, which ESR cannot do. Reduced motion is set through Firefox's own preference
 * (playwright.config.ts). Every other message passes through untouched.
 *
 * Playwright starts this through `firefox-esr-bidi` (beside this file) as if it were Firefox: the
 * arguments go to Firefox, and the line that announces the BiDi address is rewritten to the
 * relay's.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

const FIREFOX = process.env.FIREFOX_ESR_PATH ?? '/usr/bin/firefox-esr';
const ANNOUNCEMENT = /WebDriver BiDi listening on (ws:\/\/\S+)/;

interface Command {
  id: number;
  method: string;
  params?: { features?: Record<string, unknown> };
}

/** The relay's own answer to a command Firefox ESR lacks, or undefined to pass it on. */
export function answerFor(command: Command): object | undefined {
  if (command.method !== 'emulation.setMediaFeaturesOverride') return undefined;
  const asked = Object.entries(command.params?.features ?? {}).filter(([, value]) => value != null);
  if (asked.length === 0) return { type: 'success', id: command.id, result: {} };
  return {
    type: 'error',
    id: command.id,
    error: 'unsupported operation',
    message: `Firefox ESR cannot emulate ${asked.map(([name]) => name).join(', ')} (emulation.setMediaFeaturesOverride)`,
  };
}

function relay(upstream: string, onListening: (address: string) => void): void {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('listening', () =>
    onListening(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`),
  );
  server.on('connection', (client, request) => {
    const firefox = new WebSocket(`${upstream}${request.url ?? ''}`);
    const waiting: string[] = [];
    firefox.on('open', () => waiting.splice(0).forEach((message) => firefox.send(message)));
    firefox.on('message', (data: RawData) => client.send(data.toString()));
    firefox.on('close', () => client.close());
    firefox.on('error', () => client.close());
    client.on('close', () => firefox.close());
    client.on('message', (data: RawData) => {
      const text = data.toString();
      const answer = answerFor(JSON.parse(text) as Command);
      if (answer) client.send(JSON.stringify(answer));
      else if (firefox.readyState === WebSocket.OPEN) firefox.send(text);
      else waiting.push(text);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const child = spawn(FIREFOX, process.argv.slice(2), { stdio: ['ignore', 'inherit', 'pipe'] });
  let relaying = false;
  child.stderr.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    const announced = ANNOUNCEMENT.exec(text);
    if (!announced || relaying) return void process.stderr.write(text);
    relaying = true;
    relay(announced[1]!, (address) => process.stderr.write(text.replace(announced[1]!, address)));
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const)
    process.on(signal, () => child.kill(signal));
}
