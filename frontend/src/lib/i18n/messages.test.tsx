import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider, useLanguage } from './language-context';
import { defineMessages, useMessages } from './messages';

const greetings = defineMessages(
  { hello: 'Hello', count: (n: number) => `${n} astrologers` },
  { hello: 'नमस्ते', count: (n: number) => `${n} ज्योतिषी` },
);

// A Hindi table that misses a key, or gives a string where English has a function, does not compile.
// @ts-expect-error -- missing "count"
defineMessages({ hello: 'Hello', count: (n: number) => `${n}` }, { hello: 'नमस्ते' });
// @ts-expect-error -- "count" must be a function like the English one
defineMessages({ hello: 'Hello', count: (n: number) => `${n}` }, { hello: 'नमस्ते', count: 'ज्योतिषी' });

let switchTo: ReturnType<typeof useLanguage>['setLanguage'] = () => undefined;

function Greeting() {
  const t = useMessages(greetings);
  switchTo = useLanguage().setLanguage;
  return (
    <p>
      {t.hello}, {t.count(3)}
    </p>
  );
}

describe('messages', () => {
  it('shows the visitor language and re-renders everything when it changes, keeping the choice', () => {
    render(
      <LanguageProvider>
        <Greeting />
      </LanguageProvider>,
    );
    expect(screen.getByText('Hello, 3 astrologers')).toBeTruthy();

    act(() => switchTo('hi'));

    expect(screen.getByText('नमस्ते, 3 ज्योतिषी')).toBeTruthy();
    expect(window.localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('starts in the stored language', () => {
    window.localStorage.setItem('language', 'hi');
    render(
      <LanguageProvider>
        <Greeting />
      </LanguageProvider>,
    );
    expect(screen.getByText('नमस्ते, 3 ज्योतिषी')).toBeTruthy();
  });
});
