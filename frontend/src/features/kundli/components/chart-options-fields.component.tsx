import { AYANAMSAS, NODE_TYPES } from '@nakshatra/contracts/client';
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { kundliMessages } from '../kundli.messages';
import { DEFAULT_CHART_OPTIONS, type KundliDetails } from '../lib/kundli-details';

interface ChartOptionsFieldsProps {
  readonly details: KundliDetails;
  readonly onChange: (details: KundliDetails) => void;
}

/**
 * The ayanamsa and the node, behind an "Advanced options" disclosure: most visitors want the
 * defaults (Lahiri, mean node); astrologers who follow another school can switch. Open at once
 * when a stored choice differs from the defaults, so nothing changes the chart unseen.
 */
export function ChartOptionsFields({ details, onChange }: ChartOptionsFieldsProps) {
  const t = useMessages(kundliMessages);
  const [openAtFirst] = useState(details.ayanamsa !== DEFAULT_CHART_OPTIONS.ayanamsa || details.node !== DEFAULT_CHART_OPTIONS.node);
  return (
    <details className="chart-options" open={openAtFirst || undefined}>
      <summary className="chart-options__summary">{t.advanced}</summary>
      <fieldset className="field field--choices">
        <legend className="field__label">{t.ayanamsa}</legend>
        <p className="field__hint">{t.ayanamsaHint}</p>
        <div className="field__choices field__choices--stacked">
          {AYANAMSAS.map((ayanamsa) => (
            <label key={ayanamsa} className="field__choice">
              <input type="radio" name="kundli-ayanamsa" value={ayanamsa} checked={details.ayanamsa === ayanamsa} onChange={() => onChange({ ...details, ayanamsa })} />
              {t.ayanamsaName(ayanamsa)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="field field--choices">
        <legend className="field__label">{t.node}</legend>
        <p className="field__hint">{t.nodeHint}</p>
        <div className="field__choices">
          {NODE_TYPES.map((node) => (
            <label key={node} className="field__choice">
              <input type="radio" name="kundli-node" value={node} checked={details.node === node} onChange={() => onChange({ ...details, node })} />
              {t.nodeName(node)}
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
