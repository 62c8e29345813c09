import type { IncomingMessage, ServerResponse } from 'node:http';
import { All, Controller, Inject, Req, Res } from '@nestjs/common';
import { CatalogueDispatcher } from '../http/catalogue-dispatcher.js';

/** Hands every request that no other controller took to the catalogue dispatcher. Register it last. */
@Controller()
export class CatalogueController {
  constructor(@Inject(CatalogueDispatcher) private readonly dispatcher: CatalogueDispatcher) {}

  @All('{*path}')
  handle(@Req() req: IncomingMessage, @Res() res: ServerResponse): Promise<void> {
    return this.dispatcher.handle(req, res);
  }
}
