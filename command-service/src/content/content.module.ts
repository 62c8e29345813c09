import { Module } from '@nestjs/common';
import { CreateContentItemHandler } from './commands/create-content-item/create-content-item.handler.js';
import { DeleteContentItemHandler } from './commands/delete-content-item/delete-content-item.handler.js';
import { UpdateContentItemHandler } from './commands/update-content-item/update-content-item.handler.js';

@Module({ providers: [CreateContentItemHandler, UpdateContentItemHandler, DeleteContentItemHandler] })
export class ContentModule {}
