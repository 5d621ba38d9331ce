import { render } from 'preact';
render(
  <main>
    <h1>PrimaChat</h1>
    <label>
      Message <textarea aria-label="Message" />
    </label>
  </main>,
  document.getElementById('app')!,
);
