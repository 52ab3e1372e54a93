import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { startShell, type ShellFacts } from './src/client/shell-boot';
import { inlineCall } from './vite-inline-call';
import type { ShellVariant } from './src/client/ui/use-media-query';

const VARIANTS: readonly ShellVariant[] = ['wide', 'mobile', 'narrow'];

/**
 * Prerenders the page's shell into index.html with React's own server renderer, so that the first
 * paint needs no script: one <template> per kind of screen, and the boot script (shell-boot.ts)
 * that puts the right one in #root before the first paint. The page then hydrates it (main.tsx).
 * The page's modules are loaded in Node through a Vite server of their own, as the build sees them.
 */
export function prerenderedShell(facts: ShellFacts, define: Record<string, string>): Plugin {
  return {
    name: 'prerendered-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          configFile: false,
          logLevel: 'error',
          plugins: [react()],
          define,
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderShell } = (await server.ssrLoadModule('/src/client/prerender.tsx')) as { renderShell: (variant: ShellVariant) => Promise<string> };
          // React's server renderer leads with preloads of the shell's images: in #root they would
          // stand before the markup the page hydrates, and the images load with the shell anyway.
          const shell = async (variant: ShellVariant) => (await renderShell(variant)).replace(/^(<link rel="preload"[^>]*>)+/, '');
          let templates = '';
          // One after the other: each sets the variant the media hooks answer for.
          for (const variant of VARIANTS) templates += `<template id="shell-${variant}">${await shell(variant)}</template>`;
          const boot = `<script>${inlineCall(startShell, facts)}</script>`;
          if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to prerender into');
          return html.replace('<div id="root"></div>', `<div id="root"></div>${templates}${boot}`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
