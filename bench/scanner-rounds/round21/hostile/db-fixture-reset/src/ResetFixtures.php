<?php

namespace App\Console\Commands;

use Illuminate\Console\Command;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\File;

class ResetFixtures extends Command
{
    protected $signature = 'fixtures:reset
        {--force : Skip the confirmation prompt}
        {--connection= : Database connection to reset (defaults to the app default)}';

    protected $description = 'Drop the schema, migrate, seed and load SQL fixtures';

    public function handle(): int
    {
        // Environment guard: never touch production data.
        if (app()->environment() === 'prod') {
            $this->error('Refusing to reset fixtures in production.');
            return self::FAILURE;
        }

        $connection = $this->option('connection') ?: config('database.default');
        $db = DB::connection($connection);
        $name = $db->getDatabaseName();

        if (! $this->option('force') && ! $this->confirm("Reset database [{$name}] on [{$connection}]?")) {
            return self::FAILURE;
        }

        $this->info("Resetting {$name}...");
        $driver = $db->getDriverName();

        if ($driver === 'pgsql') {
            $db->statement('DROP SCHEMA public CASCADE');
            $db->statement('CREATE SCHEMA public');
        } elseif ($driver === 'mysql') {
            $db->statement('SET FOREIGN_KEY_CHECKS=0');
            foreach ($db->select('SHOW TABLES') as $row) {
                $table = array_values((array) $row)[0];
                $db->statement("DROP TABLE IF EXISTS `{$table}`");
            }
            $db->statement('SET FOREIGN_KEY_CHECKS=1');
        } else {
            Artisan::call('migrate:fresh', ['--database' => $connection, '--force' => true]);
        }

        Artisan::call('migrate', ['--database' => $connection, '--force' => true]);
        Artisan::call('db:seed', ['--database' => $connection, '--force' => true]);

        $files = File::glob(database_path('fixtures/*.sql'));
        sort($files);
        foreach ($files as $file) {
            $db->unprepared(File::get($file));
            $this->line('  loaded ' . basename($file));
        }

        $this->info('Done.');
        return self::SUCCESS;
    }
}
