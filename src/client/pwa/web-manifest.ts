import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web app manifest (DESIGN.md, The page: installable). Colours match the light theme's tokens. */
export const webManifest: Partial<ManifestOptions> = {
  name: 'Writing Assistant',
  short_name: 'Writing',
  description: 'AI writing assistant: rewrite, summarise, translate, explain code and more.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#4338ca',
  background_color: '#f8fafc',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
