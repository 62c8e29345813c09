import { Module } from '@nestjs/common';
import { StoreImageHandler } from './commands/store-image/store-image.handler.js';

@Module({ providers: [StoreImageHandler] })
export class UploadsModule {}
