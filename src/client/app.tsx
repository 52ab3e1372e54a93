import { Navigate, Route, Routes } from 'react-router';
import { WritingPage } from './writing-page';

/** SPEC.md section 2: one page at `/:persona?/:tabTitle?`; anything else goes back to `/`. */
export function App() {
  return (
    <Routes>
      <Route path="/:persona?/:tabTitle?" element={<WritingPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
