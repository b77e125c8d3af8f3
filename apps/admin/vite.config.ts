import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API for `vite dev` and `vite preview`; XUECHE_API points elsewhere.
const api = process.env.XUECHE_API ?? 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/sandbox': api, '/static': api };

/**
 * The operator console, served by the API at /admin (decision 008). Its own build: nothing of it reaches the
 * student app. `html.cspNonce` leaves a placeholder in index.html (a <meta property="csp-nonce"> and the nonce
 * attributes of its tags) that the server replaces with a fresh nonce per page; antd's run-time styles carry it.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  html: { cspNonce: 'XUECHE_CSP_NONCE' },
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // antd is one chunk on purpose (above): about 1 MB, 330 kB gzipped, fetched once and cached by every screen.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, the router, TanStack Query: one request, cached across deploys of the console's own code.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            // antd and what it brings (rc-components, cssinjs, icons, dayjs): one request.
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs|@babel[\\/]runtime|clsx|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|@emotion|stylis)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
